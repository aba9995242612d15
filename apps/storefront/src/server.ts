import handler from '@tanstack/react-start/server-entry';
import { storefrontConfig } from './config.server';

// Validate the environment when the server starts, not on the first request.
storefrontConfig();

export default handler;
