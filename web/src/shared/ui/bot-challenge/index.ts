export { BotChallenge } from './bot-challenge.tsx';
export type { BotChallengeProps } from './bot-challenge.tsx';
