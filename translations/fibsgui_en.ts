<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/board/scene.py" line="+531"/>
        <location line="+22"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesTableModel</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/games.py" line="+91"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/players.py" line="+79"/>
        <source> point(s)</source>
        <translation>
            <numerusform> point</numerusform>
            <numerusform> points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfflineController</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/offline.py" line="+410"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/practice.py" line="+188"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
</TS>
