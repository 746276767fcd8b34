/** Unit specs in jsdom (the workspace's jest preset), with antd's stand-ins from admin-kit. */
module.exports = {
  preset: '../jest.preset.js',
  setupFiles: ['<rootDir>/../libs/admin-kit/jest.setup.js'],
};
