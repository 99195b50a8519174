/**
 * @file The round check on a photo's corner that selects it, as in Google Photos: shown on hover
 * and focus, always while a grid is selecting, filled once chosen. A click on it selects without
 * opening the photo; with Shift, it takes the photos from the last one chosen to it.
 *
 * Renderer. Not a Tab stop of its own: the keyboard selects the focused tile with Space.
 */
import type { MouseEvent } from "react";
import { Icon } from "./Icon";

interface Props {
  /** The photo's name, for the button's label. */
  name: string;
  selected: boolean;
  onToggle: (event: MouseEvent<HTMLButtonElement>) => void;
}

export function SelectMark({ name, selected, onToggle }: Props) {
  return (
    <button
      type="button"
      className={selected ? "select-mark on" : "select-mark"}
      tabIndex={-1}
      aria-pressed={selected}
      aria-label={`Select ${name}`}
      title={selected ? "Selected — click to leave out" : "Select (Shift: every photo up to this one)"}
      data-testid="select-mark"
      onClick={(event) => {
        event.stopPropagation();
        onToggle(event);
      }}
    >
      <Icon name="check" size={14} weight={3} />
    </button>
  );
}
