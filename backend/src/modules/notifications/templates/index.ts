export * from './layout';
export * from './login-link.template';
export * from './order-email.template';
export * from './order-sms.template';
