"""Synthesise fibsgui's notification sounds into resources/sounds/ (short, soft sine chimes).

    python3 tools/make_sounds.py
"""

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "resources" / "sounds"

# name: list of (frequency Hz, start s, length s)
CHIMES = {
    "invitation": [(659.25, 0.0, 0.22), (880.0, 0.16, 0.34)],
    "turn": [(523.25, 0.0, 0.18)],
    "chat": [(987.77, 0.0, 0.08), (1318.5, 0.07, 0.12)],
    "dice": [(180.0 + 40 * i, 0.03 * i, 0.03) for i in range(5)],
}


def render(notes):
    length = max(start + dur for _, start, dur in notes) + 0.05
    samples = [0.0] * int(RATE * length)
    for freq, start, dur in notes:
        first = int(start * RATE)
        for i in range(int(dur * RATE)):
            t = i / RATE
            envelope = min(1.0, t / 0.01) * math.exp(-4.0 * t / dur)
            samples[first + i] += 0.35 * envelope * math.sin(2 * math.pi * freq * t)
    return b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for name, notes in CHIMES.items():
        with wave.open(str(OUT / f"{name}.wav"), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(render(notes))


if __name__ == "__main__":
    main()
