import { useCallback, useEffect, useState } from "react";
import type { AnalysisSwitch, InferenceStatus, ModelInfo } from "../../../electron/api/contract";
import { errorText, type Client } from "../client";
import { formatBytes } from "../format";
import { ErrorNote } from "./Notice";
import { useAction } from "../use-action";

const PROVIDERS = [
  { value: "auto", label: "Best available" },
  { value: "cpu", label: "CPU" },
  { value: "cuda", label: "NVIDIA GPU (CUDA)" },
  { value: "dml", label: "GPU (DirectML)" },
  { value: "coreml", label: "Apple (Core ML)" },
] as const;

/**
 * The models this library can use: the analyses that run with what ships inside Recollect, each
 * with its switch and its models' size and licence; the CLIP model for visual search and the
 * sentence model for memories in other words (each downloaded only when the user asks); extra OCR
 * languages; and where models run.
 */
export function ModelsCard({ client, activity }: { client: Client; activity: string }) {
  const [models, setModels] = useState<ModelInfo[] | null>(null);
  const [inference, setInference] = useState<InferenceStatus | null>(null);
  const [analyses, setAnalyses] = useState<AnalysisSwitch[] | null>(null);

  const refresh = useCallback(() => {
    client.models().then(setModels, (e: unknown) => setError(errorText(e)));
    client.analyses().then(setAnalyses, () => undefined);
    client.inferenceStatus().then(setInference, () => undefined);
  }, [client]);
  // Where models run is known once one has run: look again whenever indexing or analysis moves on.
  useEffect(refresh, [refresh, activity]);

  const downloading = models?.some((m) => m.state === "downloading") ?? false;
  useEffect(() => {
    if (!downloading) return;
    const timer = setInterval(refresh, 700);
    return () => clearInterval(timer);
  }, [downloading, refresh]);

  const { error, setError, act } = useAction(refresh);

  const clip = models?.find((m) => m.kind === "clip");
  const sentence = models?.find((m) => m.kind === "sentence");
  const languages = models?.filter((m) => m.kind === "ocr-language") ?? [];
  return (
    <section className="card" aria-labelledby="models-title" data-testid="models-card">
      <h2 id="models-title">Models</h2>
      {analyses?.map((analysis) => (
        <ShippedAnalysis key={analysis.name} analysis={analysis} onSwitch={(on) => act(() => client.setAnalysis({ name: analysis.name, on }).then(setAnalyses))} />
      ))}
      {clip && (
        <div className="model" data-testid="model-clip">
          <div className="model-head">
            <span className="model-name">Visual search</span>
            <ModelState model={clip} />
          </div>
          <p className="muted small">
            {clip.state === "installed"
              ? `${clip.title}. Finds photos by what they show.`
              : `Finds photos by what they show ("sunset on the beach"). Needs ${clip.title}, ${formatBytes(clip.bytes)}, ${clip.license} license.`}
          </p>
          <ModelAction model={clip} onDownload={() => act(() => client.downloadModel({ name: clip.name }))} />
        </div>
      )}
      {sentence && (
        <div className="model" data-testid="model-sentence">
          <div className="model-head">
            <span className="model-name">Memories in other words</span>
            <ModelState model={sentence} />
          </div>
          <p className="muted small">
            {sentence.state === "installed"
              ? `${sentence.title}. Finds the memories you added by what they mean, not only by their words.`
              : `Finds a memory by what it means ("the streetcar" finds "we took the tram"); without it, by its words and their synonyms. Needs ${sentence.title}, ${formatBytes(sentence.bytes)}, ${sentence.license} license.`}
          </p>
          <ModelAction model={sentence} onDownload={() => act(() => client.downloadModel({ name: sentence.name }))} />
        </div>
      )}
      {languages.length > 0 && (
        <details className="model-languages">
          <summary>Text in photos: English{languages.filter((l) => l.state === "installed").map((l) => `, ${languageName(l)}`).join("")}</summary>
          <ul>
            {languages.map((language) => (
              <li key={language.name} className="model-row">
                <span>{languageName(language)}</span>
                {language.state === "installed" ? (
                  <button className="button small" onClick={() => void act(() => client.removeModel({ name: language.name }))}>
                    Remove
                  </button>
                ) : (
                  <ModelAction model={language} compact onDownload={() => act(() => client.downloadModel({ name: language.name }))} />
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      {inference && (
        <label className="provider">
          <span className="muted small" data-testid="provider">
            {inference.providerLabel
              ? `Runs on ${inference.providerLabel}`
              : inference.candidates.length === 1
                ? `Runs on ${inference.candidates[0]}`
                : `Runs on ${inference.candidates.join(" if it can, else ")}`}
            {inference.threads ? ` · ${inference.threads} threads` : ""}
          </span>
          <select value={inference.preference} onChange={(e) => void act(() => client.setProvider({ provider: e.target.value as InferenceStatus["preference"] }))} aria-label="Where models run">
            {PROVIDERS.filter((p) => inference.offered.includes(p.value) || p.value === inference.preference).map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {inference?.fallbackReason && <p className="muted small">{inference.fallbackReason}</p>}
      <ErrorNote error={error} />
    </section>
  );
}

/** One analysis that needs no download: what it finds, its switch, and the models inside it. */
function ShippedAnalysis({ analysis, onSwitch }: { analysis: AnalysisSwitch; onSwitch: (on: boolean) => void }) {
  const bytes = analysis.models.reduce((sum, m) => sum + m.bytes, 0);
  return (
    <div className="model" data-testid={`analysis-${analysis.name}`}>
      <label className="model-head">
        <span className="model-name">{analysis.title}</span>
        <input type="checkbox" role="switch" checked={analysis.on && !analysis.forcedOff} disabled={analysis.forcedOff} onChange={(e) => onSwitch(e.target.checked)} aria-label={analysis.title} />
      </label>
      <p className="muted small">
        {analysis.finds} Built in, {formatBytes(bytes)}.{analysis.forcedOff ? " Off for this run (started with it turned off)." : analysis.on ? "" : " Off: new photos are not looked at for this; what was found stays searchable."}
      </p>
      <details className="model-languages">
        <summary>{analysis.models.length === 1 ? "Model and licence" : "Models and licences"}</summary>
        <ul>
          {analysis.models.map((m) => (
            <li key={m.name} className="model-shipped">
              <span>{m.title}</span>
              <span className="muted small">
                {formatBytes(m.bytes)} · from {m.package} · licence: {m.license}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function ModelState({ model }: { model: ModelInfo }) {
  const label = { installed: "On", missing: "Off", partial: "Paused", damaged: "Damaged", downloading: "Downloading" }[model.state];
  return <span className={`badge ${model.state}`}>{label}</span>;
}

function ModelAction({ model, onDownload, compact = false }: { model: ModelInfo; onDownload: () => void; compact?: boolean }) {
  if (model.state === "installed") return null;
  if (model.state === "downloading") {
    const percent = model.bytes ? Math.floor((model.downloadedBytes / model.bytes) * 100) : 0;
    return (
      <div className="model-progress">
        <div className="progress" role="progressbar" aria-label={`Downloading ${model.title}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="progress-fill" style={{ width: `${percent}%` }} />
        </div>
        <span className="muted small">
          {formatBytes(model.downloadedBytes)} of {formatBytes(model.bytes)}
        </span>
      </div>
    );
  }
  const verb = model.state === "partial" ? "Resume download" : model.state === "damaged" ? "Download again" : compact ? "Download" : `Download (${formatBytes(model.bytes)})`;
  return (
    <>
      <button className={compact ? "button small" : "button wide"} onClick={onDownload}>
        {verb}
      </button>
      {model.error && <p className="error small">{model.error}</p>}
    </>
  );
}

function languageName(model: ModelInfo): string {
  return model.title.replace(/ text recognition.*$/, "");
}
