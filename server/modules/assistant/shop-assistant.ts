// Which shop assistant answers: the built-in one, or the configured model with the built-in one as its fallback.
import { createBuiltInAssistant, type ShopAssistant } from './built-in-assistant.ts';
import { createModelAssistant } from './model-assistant.ts';
import type { ModelSettings } from './model-client.ts';
import { createShopTools, type ShopToolDeps } from './shop-tools.ts';

export interface ShopAssistantDeps extends ShopToolDeps {
  llm: ModelSettings | undefined;
  /** The shop's own address: the only site a model's reply may name besides its WhatsApp and social pages. */
  shopOrigin: string;
  log: (message: string) => void;
}

export function createShopAssistant({ llm, shopOrigin, log, ...toolDeps }: ShopAssistantDeps): ShopAssistant {
  const tools = createShopTools(toolDeps);
  const builtIn = createBuiltInAssistant(tools);
  return llm ? createModelAssistant({ settings: llm, tools, fallback: builtIn, shopOrigin, log }) : builtIn;
}
