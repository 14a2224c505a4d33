export const historyTitle = () => 'History';
