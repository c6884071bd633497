export { registerFormRoutes } from './routes';
export { startFormAutoClose } from './auto-close';
export { listQuestionRows, type QuestionRow } from './questions';
export { isOpenAt, readFormSettings, signUpPhrases } from './status';
