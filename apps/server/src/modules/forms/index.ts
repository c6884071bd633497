export { registerFormRoutes } from './routes';
export { startFormAutoClose } from './service/auto-close';
export { listQuestionRows, type QuestionRow } from './repository';
export { isOpenAt, signUpPhrases } from './present';
export { readFormSettings } from './service/status';
export { readAppealLimits } from './service/appeal-limits';
