// A screen warmed before it renders is loaded once, and its failure reaches the screen like any first load's.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadScreen, warmScreen } from '../remote-map';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const Screen = () => null;
const loadRemoteMock = loadRemote as jest.Mock;

beforeEach(() => {
  loadRemoteMock.mockReset();
  (registerRemotes as jest.Mock).mockReset();
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify({ users: '/remotes/users/mf-manifest.json' }), { status: 200 }),
    );
});
afterEach(() => jest.restoreAllMocks());

describe('warming a screen', () => {
  it('loads it once: the first render takes the early load over', async () => {
    loadRemoteMock.mockResolvedValue({ default: Screen });
    warmScreen('users', './UsersScreen');
    warmScreen('users', './UsersScreen');
    await expect(loadScreen('users', './UsersScreen')).resolves.toBe(Screen);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('users/UsersScreen');
  });

  it("hands its failure to the screen's first load, and the retry loads afresh", async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('remoteEntry.js yüklenemedi'))
      .mockResolvedValue({ default: Screen });
    warmScreen('users', './UsersScreen');
    await expect(loadScreen('users', './UsersScreen')).rejects.toThrow('remoteEntry.js yüklenemedi');
    await expect(loadScreen('users', './UsersScreen', true)).resolves.toBe(Screen);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
