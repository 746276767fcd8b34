// The seeded product of this run (e2e/product-template.ts).
module.exports = require('./product-template').makeTemplate;
