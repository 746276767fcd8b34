/** Component and state tests in jsdom: the workspace's jest preset. */
module.exports = {
  preset: '../jest.preset.js',
  // The storefront reads the envelope client of libs/api-client from its own entry.
  moduleNameMapper: {
    '^@bestellwerk/api-client/envelope$': '<rootDir>/../libs/api-client/src/envelope.ts',
  },
};
