export const userName = () => 'Ada';
