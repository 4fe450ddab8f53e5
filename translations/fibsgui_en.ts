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
        <location filename="../fibsgui/models/games.py" line="+178"/>
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
    <name>LookDialog</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/online.py" line="+187"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-point match</numerusform>
            <numerusform>%n-point match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/mainwindow.py" line="+671"/>
        <source>You invited {0} to a %n point match.</source>
        <translation>
            <numerusform>You invited {0} to a %n-point match.</numerusform>
            <numerusform>You invited {0} to a %n-point match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>{0}{1} invites you to a %n point match.</source>
        <translation>
            <numerusform>{0}{1} invites you to a %n-point match.</numerusform>
            <numerusform>{0}{1} invites you to a %n-point match.</numerusform>
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
    <name>OnlineGameController</name>
    <message numerus="yes">
        <location filename="../fibsgui/models/online.py" line="+522"/>
        <source>You offer to resign (%n point(s))</source>
        <translation>
            <numerusform>You offer to resign (%n point)</numerusform>
            <numerusform>You offer to resign (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} offers to resign (%n point(s))</source>
        <translation>
            <numerusform>{0} offers to resign (%n point)</numerusform>
            <numerusform>{0} offers to resign (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You win the game: %n point(s)</source>
        <translation>
            <numerusform>You win the game: %n point</numerusform>
            <numerusform>You win the game: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{0} wins the game: %n point(s)</source>
        <translation>
            <numerusform>{0} wins the game: %n point</numerusform>
            <numerusform>{0} wins the game: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OnlineScreen</name>
    <message numerus="yes">
        <location filename="../fibsgui/ui/online.py" line="-48"/>
        <source>%n point match</source>
        <translation>
            <numerusform>%n-point match</numerusform>
            <numerusform>%n-point match</numerusform>
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
