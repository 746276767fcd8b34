/** The client in jsdom (document.cookie, window.location) with the fetch API's classes. */
module.exports = {
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/jest.environment.js',
};
