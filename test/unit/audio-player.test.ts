import { expect } from '@open-wc/testing';
import { formatTime, nextTrack, readTracks, seekAtPoint, seekByKey, seekValueText, type TrackSource } from '../../src/shared/audio/player.js';

const source = (src: string | null, extra: Partial<TrackSource> = {}): TrackSource => ({
  src,
  label: null,
  artist: null,
  duration: null,
  itemId: null,
  ...extra,
});
const BASE = 'https://site.example/music';

describe('the audio player', () => {
  it('formats times as m:ss, and h:mm:ss from an hour; unknown times are 0:00', () => {
    expect([0, 5.9, 83, 245, 600, 3599, 3600, 3725].map(formatTime)).to.deep.equal([
      '0:00',
      '0:05',
      '1:23',
      '4:05',
      '10:00',
      '59:59',
      '1:00:00',
      '1:02:05',
    ]);
    expect([Number.NaN, Number.POSITIVE_INFINITY, -3].map(formatTime)).to.deep.equal(['0:00', '0:00', '0:00']);
  });

  it('says the slider value as "1:23 of 4:05", or the elapsed time while the length is unknown', () => {
    expect(seekValueText(83, 245)).to.equal('1:23 of 4:05');
    expect(seekValueText(83, 0)).to.equal('1:23');
    expect(seekValueText(83, undefined)).to.equal('1:23');
  });

  it('moves the time by the slider keys, within the track', () => {
    const keys = ['ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'];
    expect(keys.map((key) => seekByKey(key, 100, 245))).to.deep.equal([105, 105, 95, 95, 130, 70, 0, 245]);
    expect(keys.map((key) => seekByKey(key, 2, 10))).to.deep.equal([7, 7, 0, 0, 10, 0, 0, 10]);
    expect(seekByKey('Enter', 2, 10)).to.equal(undefined);
    expect(seekByKey('End', 2, Number.NaN)).to.equal(0);
  });

  it('reads the time at a point of the rail', () => {
    expect(seekAtPoint(150, 100, 200, 60)).to.equal(15);
    expect(seekAtPoint(50, 100, 200, 60)).to.equal(0);
    expect(seekAtPoint(400, 100, 200, 60)).to.equal(60);
    expect(seekAtPoint(150, 100, 0, 60)).to.equal(0);
  });

  it('plays an album on to its last track', () => {
    const { tracks } = readTracks([source('/a.wav'), source('/b.wav')], BASE);
    expect([nextTrack(tracks, 0), nextTrack(tracks, 1)]).to.deep.equal([1, undefined]);
  });

  it('reads each track: its name, artist, length and item, with a numbered name when it has none', () => {
    const { tracks, problems } = readTracks(
      [
        source(' /audio/one.wav ', { label: ' Harbour  morning ', artist: 'The Quay Band', duration: '83.5', itemId: 'item-1' }),
        source('https://cdn.example/two.mp3', { duration: 'soon' }),
      ],
      BASE,
    );
    expect(problems).to.deep.equal([]);
    expect(tracks).to.deep.equal([
      { index: 0, src: '/audio/one.wav', title: 'Harbour morning', artist: 'The Quay Band', duration: 83.5, itemId: 'item-1' },
      { index: 1, src: 'https://cdn.example/two.mp3', title: 'Track 2' },
    ]);
  });

  it('logs unparseable provider URLs and leaves their tracks out', () => {
    const bad = ['javascript:alert(1)', 'http://[::1', 'data:audio/wav;base64,AAAA', '/\\evil.example/a.wav', null];
    const { tracks, problems } = readTracks([...bad.map((src) => source(src)), source('/ok.wav')], BASE);
    expect(tracks.map((track) => track.index)).to.deep.equal([5]);
    expect(problems).to.deep.equal(bad.map((url) => `Unable to parse audio provider URL: ${url ?? ''}`));
  });

  it('plays at most 60 tracks and says how many it left', () => {
    const { tracks, problems } = readTracks(
      Array.from({ length: 62 }, (_, n) => source(`/t${n}.wav`)),
      BASE,
    );
    expect(tracks).to.have.length(60);
    expect(problems).to.deep.equal(['The audio block has 62 tracks; the player plays the first 60.']);
  });
});
