export { applyCountries, applyInfoFx, applyCountryChosen, $applyInfo, $applyError, $applyCountry } from './model.ts';
export { ApplyCard } from './ui/apply-card.tsx';
