export const homeTitle = () => 'Home';
