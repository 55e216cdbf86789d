// Reads a word of the row aloud, offline: the device's own voice for the language when it
// has a local one (speechSynthesis, localService), else eSpeak NG compiled to WebAssembly
// (the npm package espeak-ng, vendored by build.py into runtime/espeak-ng/ and fetched only
// by this page, the first time a word is read on a device without a local voice).
// Every word read is announced to the page as a "word" event ({word, lang, how}), for tests.

const SYNTH = new URL("../../runtime/espeak-ng/espeak-ng.js", import.meta.url).href;
const WASM = new URL("../../runtime/espeak-ng/espeak-ng.wasm", import.meta.url).href;
let compiled = null;  // the synthesizer's WebAssembly module, compiled once per page
let audio = null;  // the page's AudioContext for the synthesizer's sound (media-src allows no blob:)
let playing = null;  // the word being said: a newer word stops it

function localVoice(lang) {
  if (!("speechSynthesis" in window)) return null;
  const voices = speechSynthesis.getVoices();
  return voices.find((voice) => voice.localService && voice.lang.toLowerCase().startsWith(lang)) || null;
}

async function synthesize(text, lang) {
  const {default: ESpeakNg} = await import(SYNTH);
  compiled = compiled || WebAssembly.compileStreaming(fetch(WASM));
  const module = await compiled;
  const espeak = await ESpeakNg({
    arguments: ["-v", lang, "-s", "130", "-w", "/word.wav", text],
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
    print() {},
    printErr() {},
  });
  return espeak.FS.readFile("/word.wav").buffer;
}

function stop() {
  if (playing) playing.stop();
  playing = null;
  if ("speechSynthesis" in window) speechSynthesis.cancel();
}

function said(word, lang, how) {
  window.dispatchEvent(new CustomEvent("word", {detail: {word, lang, how}}));
  return how;
}

// Says `word` (letters as the row shows them) in `lang` (one of the lexicons' six); resolves to how it was said.
export async function read(word, lang) {
  stop();
  const text = word.toLowerCase();
  const voice = localVoice(lang);
  if (voice) {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    speechSynthesis.speak(utterance);
    return said(word, lang, "device");
  }
  const wav = await synthesize(text, lang);
  audio = audio || new AudioContext();
  const source = audio.createBufferSource();
  source.buffer = await audio.decodeAudioData(wav);
  source.connect(audio.destination);
  source.start();
  playing = {stop: () => source.stop()};
  return said(word, lang, "synthesizer");
}
