export { registerActionRoutes } from './routes';
export { holdAction, type ActionUndoer, type ActionUndoers } from './service';
