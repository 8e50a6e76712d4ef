import type { SongStyle } from '../types';

/**
 * Word banks of the local composer. A line is `opener + ending`: openers carry the name slot,
 * endings come in rhyme families so that couplets rhyme (every ending of a family rhymes with the
 * others on a different last word: compose.spec checks it on the CMU dictionary). A name never
 * ends a line that must rhyme. `[singular|plural]` picks the verb form for one name or a group
 * ("Here [comes|come] {name}"); `{role}` is the wedding's "the bride", "the groom" or "the
 * newlyweds". No filler: the metre comes from choosing openers and endings, never from "uh", "la".
 * Everything here is party-safe.
 */
export interface StyleBank {
  /** Syllables per line the metre aims for (± 1). */
  metre: number;
  /** Openers with a `{name}` slot. */
  nameOpeners: string[];
  /** Openers without a name, for lines that fill a verse. */
  plainOpeners: string[];
  /** Rhyme families of line endings. */
  rhymes: string[][];
  /** Chorus: the hook lines (1st and 3rd, rhyming) and two more lines, the first with `{crew}`. */
  hooks: string[];
  chorusLines: string[][];
  /** Two rhyming lines, the first with `{name}`; a third, the second line with a `{name}` slot for a big crew. */
  intro: string[];
  outro: string[];
  bridgeCalls: string[];
  bridgeLead: string[];
}

const PARTY_RHYMES: string[][] = [
  ['all through the night', 'shining so bright', 'holding on tight', 'the rhythm is right', 'out of sight', 'feeling alright'],
  ['up off the floor', 'back for some more', 'right through the door', 'hear the crowd roar', 'like never before', 'to the core'],
  ['under the lights', 'reaching new heights', 'best of the nights', 'big delights'],
  ['feel the beat drop', 'never gonna stop', 'take it to the top', 'ready to pop', 'hip hop'],
  ['making it shine', 'right on the line', 'feeling so fine', 'stars all align', 'the party is mine', 'so divine'],
  ['jump to the sky', 'hands way up high', 'never say bye', 'watch us go by'],
  ['nothing to lose', 'dancing in shoes', 'whatever we choose', 'shaking the blues', 'pay our dues'],
  ['here with the crew', 'bringing it new', 'dreams coming true', 'shining for you', 'through and through'],
];

const HIP_HOP: StyleBank = {
  metre: 9,
  nameOpeners: ['{name} on the mic', '{name} in the house', 'Here [comes|come] {name}', 'Make way for {name}', '{name} [has|have] the flow', 'Big shout to {name}', '{name} on the beat', 'Come on {name} step up', '{name} [keeps|keep] it cool', 'Hands up for {name}'],
  plainOpeners: ['Bass is so deep', 'Turn the speakers up', 'Crew in the zone', 'Fresh kicks on the ground', 'Bounce with the drum', 'Lean with the snare'],
  rhymes: [
    ...PARTY_RHYMES,
    ['rocking the block', 'right round the clock', 'ready to rock'],
    ['keeping it real', 'that is the deal', 'feel how we feel', 'spinning the wheel'],
    ['smooth with the flow', 'stealing the show', 'letting it go', 'lights turning low'],
  ],
  hooks: ['Put your hands up, this is our song', 'Bounce to the beat, we keep it strong'],
  chorusLines: [
    ['{crew} we run this town', 'Nobody gonna slow us down'],
    ['{crew} we own the night', 'Turn it up and hold on tight'],
  ],
  intro: ['This one goes out to {name} tonight', 'Turn it up, the beat is tight', 'Turn it up for {name}, the beat is tight'],
  outro: ['That\'s a wrap for the party crew', 'Peace out, we did it for you'],
  bridgeCalls: ['{name}, hit the {move}', '{name}, show the {move}', 'Come on {name}, do the {move}'],
  bridgeLead: ['Now everybody clear the floor'],
};

const K_POP: StyleBank = {
  metre: 8,
  nameOpeners: ['Shining [star|stars] {name}', '{name} [takes|take] the stage', 'Say hi to {name}', '{name} [is|are] the one', 'Spotlight on {name}', '{name} in the lights', '{name} daebak', 'Hwaiting {name}', '{name} my [bestie|besties]', 'Look at {name} go'],
  plainOpeners: ['Heartbeat in sync', 'Neon in the sky', 'Kaja kaja', 'Jinjja so good', 'Sparkle and shine', 'One two three four'],
  rhymes: [
    ...PARTY_RHYMES,
    ['shining like a star', 'wherever you are', 'taking it far', 'raising the bar'],
    ['sparkle and glow', 'stealing the show', 'ready to go', 'go with the flow'],
    ['beating as one', 'we\'re having fun', 'we\'ve just begun', 'bright as the sun'],
  ],
  hooks: ['Saranghae, we light up the sky', 'Kaja kaja, we fly so high'],
  chorusLines: [
    ['{crew} daebak tonight', 'Hearts on fire, shining bright'],
    ['{crew} hwaiting let\'s go', 'Jinjja, we run the show'],
  ],
  intro: ['Annyeong {name}, it\'s your night', 'Lights up, the stage is shining bright', 'Lights up for {name}, shining bright'],
  outro: ['Saranghae to every one', 'Annyeong, the show is done'],
  bridgeCalls: ['{name}, do the {move}', '{name}, show your {move}', 'Go {name}, time to {move}'],
  bridgeLead: ['Five six seven eight, let\'s go'],
};

const KIDS: StyleBank = {
  metre: 7,
  nameOpeners: ['{name} [jumps|jump] up high', '{name} [claps|clap] along', 'Wave hello {name}', '{name} [spins|spin] around', 'Look at {name} smile', '{name} [taps|tap] a toe', 'Hooray for {name}', '{name} [wiggles|wiggle] too', '{name} [sings|sing] along', 'Hop hop {name}'],
  plainOpeners: ['Clap your hands', 'Stomp your feet', 'Shake it out', 'Turn around', 'Touch your nose', 'Reach up tall'],
  rhymes: [
    ['under the sun', 'having such fun', 'everyone', 'on the run'],
    ['all day long', 'singing a song', 'come along', 'big and strong'],
    ['up to the sky', 'wave bye bye', 'birds that fly', 'jump up high'],
    ['round and round', 'on the ground', 'hear the sound', 'jump around'],
    ['up and down', 'all over town', 'wear a crown', 'dancing clown'],
    ['happy and free', 'one two three', 'you and me', 'climb a tree'],
    ['best of friends', 'fun never ends', 'the rainbow bends'],
  ],
  hooks: ['Clap clap, stomp stomp, jump with me', 'Happy happy, one two three'],
  chorusLines: [
    ['{crew} dance and play', 'We are happy every day'],
    ['{crew} wiggle and spin', 'Everybody jump right in'],
  ],
  intro: ['Hello {name}, come and play', 'Let\'s all dance and sing today', 'Sing along with {name} today'],
  outro: ['Now it\'s time to say goodbye', 'Thank you friends, we reached the sky'],
  bridgeCalls: ['{name}, do the {move}', '{name}, try the {move}', 'Now {name}, {move} time'],
  bridgeLead: ['Everybody copy me'],
};

const WEDDING: StyleBank = {
  metre: 8,
  nameOpeners: ['{name} [raises|raise] a glass', 'Cheers to {name}', '{name} on the floor', 'Here\'s to {name}', '{name} [takes|take] a bow', 'Dance with {name}', '{name} [shares|share] the joy', '{name} [sings|sing] along', 'Sweet {name} [smiles|smile]', 'Toast to {name}'],
  plainOpeners: ['Love is in the air', 'Ring the wedding bells', 'Candles all aglow', 'Flowers everywhere', 'Two hearts beat as one', 'Hand in hand we sway'],
  rhymes: [
    ['love is so true', 'skies ever blue', 'a love that is new', 'me and you', 'all the way through'],
    ['the world is ours', 'fields of flowers', 'golden hours'],
    ['forever and more', 'love to adore', 'waltz on the floor', 'open the door'],
    ['hearts in a line', 'sparkling wine', 'stars all align', 'yours and mine'],
    ['all of our days', 'in every way', 'here we will stay', 'dance the night away'],
    ['shining so bright', 'magical night', 'holding you tight', 'everything right'],
  ],
  hooks: ['Raise your glass to love tonight', 'Dance with me till morning light'],
  chorusLines: [
    ['{crew} love is here to stay', 'Happy ever after day'],
    ['{crew} forever true', 'Every day feels brand new'],
  ],
  intro: ['We raise a glass to {name} tonight', 'Hearts are full, the stars are bright', 'Dance with {name}, the stars are bright'],
  outro: ['Here\'s to love and all our friends', 'The dance goes on, it never ends'],
  bridgeCalls: ['{name}, do the {move}', '{name}, show the {move}', '{name}, time to {move}'],
  bridgeLead: ['Everybody take a partner'],
};

export const STYLE_BANKS: Record<SongStyle, StyleBank> = { 'hip-hop': HIP_HOP, 'k-pop': K_POP, kids: KIDS, wedding: WEDDING };

/** Openers of the guest of honour's own line in each verse (the birthday person, the couple), one verse after another. */
export const BIRTHDAY_OPENERS = ['Happy birthday {name}', 'Make a wish {name}', 'Candles for {name}', 'Birthday star {name}'];
export const WEDDING_OPENERS = ['Cheers to {name}', 'Here\'s to {role} {name}', 'Just married {name}', 'Love to {name}'];

/**
 * The chorus's name line and the line that rhymes with it, for an event: they take the place of
 * the crew line and its partner, so the chorus rhymes and stays the same every time.
 */
export const BIRTHDAY_CHORUS: string[][] = [
  ['Happy birthday {name}, it\'s your day', 'Make a wish and shout hooray'],
  ['Candles on the cake for {name} tonight', 'Make a wish and hold it tight'],
  ['Happy birthday {name}, this one\'s for you', 'May your every wish come true'],
];
export const WEDDING_CHORUS: string[][] = [
  ['Here\'s to {name}, {role} today', 'Love will never fade away'],
  ['Dance for {name}, the night is young', 'Every song of love is sung'],
  ['Cheers to {name}, {role} we love', 'Shining like the stars above'],
];

export interface MoveIdea {
  move: string;
  description: string;
}

const COMMON_MOVES: MoveIdea[] = [
  { move: 'Robot', description: 'Stiff arms, sharp angles, move like a machine one beat at a time.' },
  { move: 'Moonwalk', description: 'Slide one foot back while the other heel lifts; glide backwards.' },
  { move: 'Sprinkler', description: 'One hand behind the head, the other arm ticks round like a lawn sprinkler.' },
  { move: 'Running Man', description: 'Run on the spot: slide one foot back as the other knee comes up.' },
  { move: 'Twist', description: 'Swivel hips and feet side to side, arms swinging the other way.' },
  { move: 'Disco Point', description: 'Point up across the body, then down to the hip, on every beat.' },
  { move: 'Shopping Cart', description: 'Push an invisible cart, grab things off the shelves to the beat.' },
  { move: 'Wave', description: 'Send a wave from one hand, through the shoulders, out the other hand.' },
  { move: 'Shuffle', description: 'Quick heel-toe steps sliding sideways, arms loose.' },
  { move: 'Spin', description: 'A full turn on the spot, finish with a pose on the beat.' },
  { move: 'Body Roll', description: 'Roll from chest to hips in one smooth wave.' },
  { move: 'Hand Jive', description: 'Pat knees, clap, cross hands and thumb over the shoulder.' },
  { move: 'Lasso', description: 'Swing an invisible lasso over your head and pull it in.' },
  { move: 'Step Touch', description: 'Step to the side, touch the other foot in, clap, repeat.' },
  { move: 'Jump Turn', description: 'Jump a quarter turn on each beat until you face the front again.' },
  { move: 'Air Guitar', description: 'Rock out on an invisible guitar, big strums on the beat.' },
  { move: 'Flamingo', description: 'Stand on one leg, arms out like wings, switch legs every bar.' },
  { move: 'Penguin Walk', description: 'Arms down by your sides, waddle in a little circle.' },
  { move: 'Freeze Pose', description: 'Dance, then freeze like a statue when the beat drops.' },
  { move: 'Cowboy Hop', description: 'Hop side to side with thumbs in the belt loops.' },
];

const STYLE_MOVES: Record<SongStyle, MoveIdea[]> = {
  'hip-hop': [
    { move: 'Top Rock', description: 'Cross-step in front, kick out, arms swinging with attitude.' },
    { move: 'Kick Step', description: 'Kick forward, step back, bounce on the snare.' },
    { move: 'Bounce', description: 'Knees loose, bounce down on every beat, shoulders relaxed.' },
    { move: 'Cabbage Patch', description: 'Fists together, stir a big pot in circles with your arms.' },
  ],
  'k-pop': [
    { move: 'Heart Hands', description: 'Make a heart with both hands, pulse it left and right.' },
    { move: 'Point Dance', description: 'Point to the sky, then to the crowd, hips on the beat.' },
    { move: 'Finger Wave', description: 'Wave fingers by your face, then flick them out wide.' },
    { move: 'Idol Turn', description: 'Half turn, hair flip, land facing the front in a pose.' },
  ],
  kids: [
    { move: 'Bunny Hop', description: 'Hands up like bunny ears, three little hops forward.' },
    { move: 'Airplane', description: 'Arms out like wings, fly in a circle around the room.' },
    { move: 'Chicken Dance', description: 'Flap your elbows, wiggle down low, clap four times.' },
    { move: 'Star Jump', description: 'Jump out into a big star shape, then back together.' },
  ],
  wedding: [
    { move: 'Twirl', description: 'Hold hands with a partner and twirl them under your arm.' },
    { move: 'Slow Sway', description: 'Hold close and sway side to side with the music.' },
    { move: 'Dip', description: 'Partner leans back, supported, then comes up with a smile.' },
    { move: 'Box Step', description: 'Forward, side, back, side: a little waltz square.' },
  ],
};

export function movesFor(style: SongStyle): MoveIdea[] {
  return [...STYLE_MOVES[style], ...COMMON_MOVES];
}
