export const userAge = () => 36;
export const userName = () => `Ada (${userAge()})`;
