// The same API suite once more on the embedded defaults: a SQLite file, no Redis.
process.env.TEST_DATABASE = 'sqlite';
