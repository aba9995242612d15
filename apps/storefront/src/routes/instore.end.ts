import { createFileRoute } from '@tanstack/react-router';
import { endInstoreSession } from '../instore/end-session.server';

/** POST /instore/end: a cleared in-store session drops the tablet's cookies (src/instore/end-session.server.ts). */
export const Route = createFileRoute('/instore/end')({
  server: {
    handlers: {
      ANY: ({ request }) => endInstoreSession(request),
    },
  },
});
