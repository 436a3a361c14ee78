/**
 * Fixed text of the Podcast tab (spec 3 §2 "Podcast"): benefit and tip lists and the how-to. Issue 26:
 * the lists describe the audio summary as it is (a module's key points read aloud), not a conversation.
 */
export const PODCAST_BENEFITS: readonly string[] = [
  "Go over the module's key points on the move: during a commute, a walk or between meetings",
  "Hear the main ideas once before reading the full module, or again after it",
  "Revisit key points quickly before applying them at work",
  "Follow along with the transcript if you prefer to read or need captions",
];

export const PODCAST_TIPS: readonly string[] = [
  "Listen once straight through, then replay the chapters that matter most to you",
  "Pause after each chapter and jot down one action",
  "Discuss one idea with a colleague within 48 hours of listening",
  "Pair the summary with the module's Content tab for the full detail",
];

/**
 * spec 3 §2: instructions for creating the podcast with an AI notebook tool and uploading the audio.
 * Issue 26: production steps for administrators only; learners never see them.
 */
export const PODCAST_CREATION_STEPS: readonly string[] = [
  "Open an AI notebook tool that can produce audio overviews (for example NotebookLM) and create a new notebook.",
  "Add this module's content as a source: copy the text from the Content tab or upload the module's Complete Implementation Framework.",
  "Generate an audio overview, steering it towards practical examples for your audience.",
  "Listen to the result and check it for accuracy before sharing it with learners.",
  "Export the audio as an MP3 file and upload it, with its duration and transcript, in the Podcasts tab of the Content Generator.",
];
