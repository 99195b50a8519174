/**
 * @file The renderer's entry: mounts `App` with the one client it will ever use, made by
 * `createClient` from the Electron preload's bridge or, in a plain browser under `serve`, from HTTP.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { createClient } from "./client";
import "./styles.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App client={createClient()} />
  </StrictMode>,
);
