// The assistant module: the built-in shop assistant (read-only shop tools, intents, answers), the optional model on
// the same tools, its API, and the questions it could not answer, kept for staff.
export {
  createBuiltInAssistant,
  type AssistantAnswer,
  type BuiltInAssistant,
  type ShopAssistant,
} from './built-in-assistant.ts';
export {
  createShopTools,
  toolInputs,
  type ShopTools,
  type ToolName,
  trackedRecord,
  type TrackedRecord,
} from './shop-tools.ts';
export { assistantRoutes, ASSISTANT_CAPABILITIES } from './assistant.routes.ts';
export { createModelAssistant, MODEL_TIMEOUT_MS, type ModelAssistant } from './model-assistant.ts';
export type { FunctionSpec, ModelMessage, ModelSettings } from './model-client.ts';
export { createShopAssistant } from './shop-assistant.ts';
export { createUnansweredQuestions, type UnansweredQuestions } from './unanswered-questions.ts';
export { questionRoutes } from './questions.routes.ts';
export { createQuestionRetentionJob } from './question-retention.job.ts';
export { assistantModule } from './assistant.module.ts';
