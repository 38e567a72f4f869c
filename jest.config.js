// One jest run over every package; each package's project lives in its own jest.config.cjs.
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/api', '<rootDir>/api/jest.pg.config.cjs', '<rootDir>/host-shell', '<rootDir>/mfe-restaurants'],
};
