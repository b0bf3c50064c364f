-- Events of resumable MCP answer streams (issue 42): kept for minutes, so that a client whose connection dropped
-- resumes after the last event it saw at whichever api process it reaches. `id` orders every stream's events.
CREATE TABLE mcp_stream_events (
  id          bigserial PRIMARY KEY,
  stream      text   NOT NULL,
  owner       text   NOT NULL,
  message     jsonb  NOT NULL,
  created_at  bigint NOT NULL
);
CREATE INDEX mcp_stream_events_stream ON mcp_stream_events (stream, id);
CREATE INDEX mcp_stream_events_created ON mcp_stream_events (created_at);
