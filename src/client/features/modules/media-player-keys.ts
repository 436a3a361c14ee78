/** Issue 15: the module player's speeds and keyboard shortcuts (the keys YouTube and most players use). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export type PlayerAction =
  | { kind: "toggle-play" }
  | { kind: "seek-by"; seconds: number }
  | { kind: "seek-to-fraction"; fraction: number }
  | { kind: "toggle-captions" }
  | { kind: "toggle-mute" }
  | { kind: "rate-step"; step: 1 | -1 }
  | { kind: "fullscreen" };

/** The action of a key pressed while the player has focus, or null when the key is not a shortcut. */
export function playerKeyAction(key: string, shiftKey = false): PlayerAction | null {
  switch (key) {
    case " ":
    case "k":
    case "K":
      return { kind: "toggle-play" };
    case "ArrowLeft":
      return { kind: "seek-by", seconds: -5 };
    case "ArrowRight":
      return { kind: "seek-by", seconds: 5 };
    case "j":
    case "J":
      return { kind: "seek-by", seconds: -10 };
    case "l":
    case "L":
      return { kind: "seek-by", seconds: 10 };
    case "c":
    case "C":
      return { kind: "toggle-captions" };
    case "m":
    case "M":
      return { kind: "toggle-mute" };
    case "f":
    case "F":
      return { kind: "fullscreen" };
    case ">":
      return { kind: "rate-step", step: 1 };
    case "<":
      return { kind: "rate-step", step: -1 };
    case ".":
      return shiftKey ? { kind: "rate-step", step: 1 } : null;
    case ",":
      return shiftKey ? { kind: "rate-step", step: -1 } : null;
    default:
      return /^[0-9]$/.test(key) ? { kind: "seek-to-fraction", fraction: Number(key) / 10 } : null;
  }
}

/** The next speed up or down the list, staying at its ends. */
export function stepRate(current: number, step: 1 | -1): number {
  const index = PLAYBACK_RATES.findIndex((rate) => rate >= current - 1e-6);
  const at = index === -1 ? PLAYBACK_RATES.length - 1 : index;
  return PLAYBACK_RATES[Math.min(PLAYBACK_RATES.length - 1, Math.max(0, at + step))];
}

/** Index of the chapter playing at a time (chapters sorted by start). */
export function chapterIndexAt(chapters: readonly { startSeconds: number }[], seconds: number): number {
  let index = 0;
  chapters.forEach((chapter, i) => {
    if (chapter.startSeconds <= seconds + 0.05) index = i;
  });
  return index;
}
