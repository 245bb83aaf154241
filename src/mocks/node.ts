import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW for component tests: real HTTP through the request layer, answered by the shared handlers. */
export const mockServer = setupServer(...handlers);
