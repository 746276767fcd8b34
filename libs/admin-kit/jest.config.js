/** Component and hook tests in jsdom (the workspace's jest preset), with antd's stand-ins. */
module.exports = {
  preset: '../../jest.preset.js',
  setupFiles: ['<rootDir>/jest.setup.js'],
};
