import { withoutCredentials } from '../../src/db/safeUri';

describe('the database URI in the start log', () => {
  it('keeps hosts, database and options but never a user name or password', () => {
    expect(withoutCredentials('mongodb://127.0.0.1:27017/')).toBe('mongodb://127.0.0.1:27017/');
    expect(
      withoutCredentials('mongodb://user:s3cret@db1:27017,db2:27017/site?replicaSet=rs0'),
    ).toBe('mongodb://db1:27017,db2:27017/site?replicaSet=rs0');
    expect(withoutCredentials('mongodb+srv://app:p%40ss@cluster0.example.net/')).toBe(
      'mongodb+srv://cluster0.example.net/',
    );
  });
});
