-- Each result carries its event's place in the order of events (date, event, club), so a
-- name's latest written form is one step down an index instead of a join over all its events
-- (a publication refreshes the written forms of its forty names: 18 ms with the join, planned as
-- a read of every event per name while the events table is small).
ALTER TABLE belote_hub.results
  ADD COLUMN date text COLLATE "C",
  ADD COLUMN event text COLLATE "C",
  ADD COLUMN club text COLLATE "C";
UPDATE belote_hub.results r SET date = e.date, event = e.event, club = e.club
  FROM belote_hub.events e WHERE e.publication = r.publication;
ALTER TABLE belote_hub.results
  ALTER COLUMN date SET NOT NULL,
  ALTER COLUMN event SET NOT NULL,
  ALTER COLUMN club SET NOT NULL;
DROP INDEX belote_hub.results_name;
CREATE INDEX results_name ON belote_hub.results (name, date DESC, event DESC, club DESC);
UPDATE belote_hub.schema SET version = 2;
