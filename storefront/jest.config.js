/**
 * Component and state tests in jsdom (the workspace's jest preset), with the fetch API's
 * classes: the typed client sends Requests (libs/api-client/jest.environment.js).
 */
module.exports = {
  preset: '../jest.preset.js',
  testEnvironment: '<rootDir>/../libs/api-client/jest.environment.js',
  // The storefront reads api-client's typed core and test fetch from their own entries.
  moduleNameMapper: {
    '^@bestellwerk/api-client/(typed|testing)$': '<rootDir>/../libs/api-client/src/$1.ts',
  },
};
