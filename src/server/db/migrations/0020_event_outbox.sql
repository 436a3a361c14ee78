-- Issue 23 items 5 and 6: the event outbox, webhook endpoints and deliveries, the learning record store (filled in by the webhooks work).
SELECT 1;
