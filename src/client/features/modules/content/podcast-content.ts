/** Fixed text of the Podcast tab (spec 3 §2 "Podcast"): benefit and tip lists and the how-to. */
export const PODCAST_BENEFITS: readonly string[] = [
  "Learn on the move: during a commute, a walk or between meetings",
  "Hear ideas explained conversationally, which helps them stick",
  "Revisit key points quickly before applying them at work",
  "Follow along with the transcript if you prefer to read or need captions",
];

export const PODCAST_TIPS: readonly string[] = [
  "Listen once straight through, then replay the parts that matter most to you",
  "Pause at reflection points and jot down one action",
  "Discuss one idea with a colleague within 48 hours of listening",
  "Pair the episode with the module's Content tab for the full detail",
];

/** spec 3 §2: instructions for creating the podcast with an AI notebook tool and uploading the audio. */
export const PODCAST_CREATION_STEPS: readonly string[] = [
  "Open an AI notebook tool that can produce audio overviews (for example NotebookLM) and create a new notebook.",
  "Add this module's content as a source: copy the text from the Content tab or upload the module's Complete Implementation Framework.",
  "Generate an audio overview, steering it towards practical examples for your audience.",
  "Listen to the result and check it for accuracy before sharing it with learners.",
  "Export the audio as an MP3 file and send it to your content administrator to upload to this module.",
];
