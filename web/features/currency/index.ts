// The display currency's face: the picker and the chosen currency other features and the routes may use.
export { restoreCurrency } from './currency-choice.ts';
export { CurrencyPicker } from './currency-picker.tsx';
