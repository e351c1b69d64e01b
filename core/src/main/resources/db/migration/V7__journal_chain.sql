-- Issue 12: the journal becomes a hash chain. Each row's hash covers its own content, the row changes
-- its transaction made (row_changes: the before and after value of every changed row of every other
-- table, as JSON) and the previous row's hash, so that an edit of a journal row, or of the data
-- without its journal row, is found on opening. undoes names the row an undo took back.
ALTER TABLE journal ADD COLUMN row_changes CHARACTER LARGE OBJECT;
ALTER TABLE journal ADD COLUMN undoes BIGINT;
ALTER TABLE journal ADD COLUMN row_hash VARCHAR(64);
