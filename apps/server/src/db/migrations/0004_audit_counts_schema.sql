-- audit_counts and its trigger are created by 0003_audit_counts; this step only records the
-- table in the schema snapshot.
SELECT 1;
