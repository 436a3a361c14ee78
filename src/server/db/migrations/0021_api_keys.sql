-- Issue 23 item 4: organisation API keys (filled in by the API keys work).
SELECT 1;
