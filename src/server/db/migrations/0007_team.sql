-- Placeholder until this feature's tables land.
SELECT 1;
