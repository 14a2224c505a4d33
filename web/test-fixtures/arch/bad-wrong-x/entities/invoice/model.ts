export const invoiceTitle = () => 'invoice';
