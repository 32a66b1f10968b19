// The assistant module: the built-in shop assistant (read-only shop tools, intents, answers) and its API.
export { createBuiltInAssistant, type AssistantAnswer, type BuiltInAssistant } from './built-in-assistant.ts';
export {
  createShopTools,
  toolInputs,
  type ShopTools,
  type ToolName,
  trackedRecord,
  type TrackedRecord,
} from './shop-tools.ts';
export { assistantRoutes, ASSISTANT_CAPABILITIES } from './assistant.routes.ts';
