import { describe, expect, it } from 'vitest';
import { touchedEntities, UngrantableCallError } from './touched-entities.ts';

const TableName = 'unit-tests';

describe('touchedEntities', () => {
  it('reads the entity of a GetItem key, before or after marshalling', () => {
    expect(touchedEntities('GetItemCommand', { TableName, Key: { pk: 'USER#u1', sk: 'PROFILE' } })).toEqual({
      reads: ['user'],
      writes: [],
    });
    expect(
      touchedEntities('GetItemCommand', { TableName, Key: { pk: { S: 'SESSION#h' }, sk: { S: 'SESSION' } } }),
    ).toEqual({ reads: ['session'], writes: [] });
  });

  it('writes the entity of a PutItem item and of UpdateItem and DeleteItem keys', () => {
    expect(touchedEntities('PutItemCommand', { TableName, Item: { pk: 'FEEDBACK#u1', sk: '1' } })).toEqual({
      reads: [],
      writes: ['feedback'],
    });
    expect(
      touchedEntities('UpdateItemCommand', { TableName, Key: { pk: 'STAT#u1', sk: 'T' } }).writes,
    ).toEqual(['statCounter']);
    expect(
      touchedEntities('DeleteItemCommand', { TableName, Key: { pk: 'SESSION#h', sk: 'S' } }).writes,
    ).toEqual(['session']);
  });

  it('tells apart prefixes that start alike (SUB#, SUBREF#, SUBOPEN)', () => {
    const entityOf = (pk: string) => touchedEntities('GetItemCommand', { Key: { pk, sk: 'x' } }).reads;
    expect(entityOf('SUB#u1')).toEqual(['subscription']);
    expect(entityOf('SUBREF#p1')).toEqual(['subscriptionRef']);
    expect(entityOf('HEALTH')).toEqual(['health']);
  });

  it('reads the partition a query names, through attribute names or not', () => {
    expect(
      touchedEntities('QueryCommand', {
        TableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': 'SUB#u1', ':prefix': 'CHECKOUT#' },
      }),
    ).toEqual({ reads: ['subscription'], writes: [] });
    expect(
      touchedEntities('QueryCommand', {
        TableName,
        KeyConditionExpression: '#sk = :sk AND #pk = :pk',
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
        ExpressionAttributeValues: { ':pk': { S: 'ATTEMPT#u1' }, ':sk': { S: 'x' } },
      }).reads,
    ).toEqual(['attempt']);
  });

  it('reads the entity of the index a query goes through', () => {
    expect(
      touchedEntities('QueryCommand', {
        TableName,
        IndexName: 'open',
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': 'openPk' },
        ExpressionAttributeValues: { ':pk': 'SUBOPEN' },
      }).reads,
    ).toEqual(['openSubscription']);
    expect(() =>
      touchedEntities('QueryCommand', {
        IndexName: 'byEmail',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'USER#u1' },
      }),
    ).toThrow(/index "byEmail"/);
  });

  it('reads every table of a BatchGetItem and writes every put and delete of a BatchWriteItem', () => {
    expect(
      touchedEntities('BatchGetItemCommand', {
        RequestItems: {
          [TableName]: {
            Keys: [
              { pk: 'STAT#u1', sk: 'a' },
              { pk: 'RANK#all', sk: 'H' },
            ],
          },
        },
      }),
    ).toEqual({ reads: ['ranking', 'statCounter'], writes: [] });
    expect(
      touchedEntities('BatchWriteItemCommand', {
        RequestItems: {
          [TableName]: [
            { DeleteRequest: { Key: { pk: 'ATTEMPT#u1', sk: 'a' } } },
            { PutRequest: { Item: { pk: 'CHAT#u1', sk: 'b' } } },
          ],
        },
      }),
    ).toEqual({ reads: [], writes: ['attempt', 'chatHistory'] });
  });

  it('splits a transaction into writes and the reads of its condition checks', () => {
    expect(
      touchedEntities('TransactWriteItemsCommand', {
        TransactItems: [
          { Put: { TableName, Item: { pk: 'SESSION#h', sk: 'SESSION' } } },
          { Update: { TableName, Key: { pk: 'SUB#u1', sk: 'CURRENT' } } },
          { Delete: { TableName, Key: { pk: 'LOGIN#a@b.c', sk: 'CHALLENGE' } } },
          { ConditionCheck: { TableName, Key: { pk: 'EMAIL#a@b.c', sk: 'USER' } } },
        ],
      }),
    ).toEqual({ reads: ['userEmail'], writes: ['loginChallenge', 'session', 'subscription'] });
    expect(
      touchedEntities('TransactGetItemsCommand', {
        TransactItems: [{ Get: { TableName, Key: { pk: 'TRIAL#t1', sk: 'TRIAL' } } }],
      }),
    ).toEqual({ reads: ['trial'], writes: [] });
  });

  it('refuses calls no function is granted and keys outside every entity', () => {
    expect(() => touchedEntities('ScanCommand', { TableName })).toThrow(UngrantableCallError);
    expect(() => touchedEntities('ExecuteStatementCommand', { Statement: 'SELECT * FROM t' })).toThrow(
      /ExecuteStatement is granted to no function/,
    );
    expect(() => touchedEntities('GetItemCommand', { Key: { pk: 'OTHER#1', sk: 'x' } })).toThrow(
      /"OTHER#1" belongs to no entity/,
    );
    expect(() => touchedEntities('QueryCommand', { KeyConditionExpression: 'sk = :sk' })).toThrow(
      /names no pk value/,
    );
  });
});
