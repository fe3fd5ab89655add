-- chat: placeholder until its tables land (workspace, docs/workspace.md).
SELECT 1;
