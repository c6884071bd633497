-- The member's file announces its own changes live (docs/decisions/2026-11-28-live-updates.md:
-- table triggers announce data changes). Area `members`: staff notes, the tags' list and the
-- tags given to members. No owner: a member never hears of what staff write about them.
CREATE TRIGGER member_notes_events_insert AFTER INSERT ON member_notes
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('members');
--> statement-breakpoint
CREATE TRIGGER member_notes_events_update AFTER UPDATE ON member_notes
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('members');
--> statement-breakpoint
CREATE TRIGGER member_notes_events_delete AFTER DELETE ON member_notes
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('members');
--> statement-breakpoint
CREATE TRIGGER member_tags_events_insert AFTER INSERT ON member_tags
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('members');
--> statement-breakpoint
CREATE TRIGGER member_tags_events_update AFTER UPDATE ON member_tags
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('members');
--> statement-breakpoint
CREATE TRIGGER member_tags_events_delete AFTER DELETE ON member_tags
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('members');
--> statement-breakpoint
CREATE TRIGGER member_tag_assignments_events_insert AFTER INSERT ON member_tag_assignments
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('members');
--> statement-breakpoint
CREATE TRIGGER member_tag_assignments_events_delete AFTER DELETE ON member_tag_assignments
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION panel_events_on_change('members');
