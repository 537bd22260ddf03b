<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
    <customFonts key="customFonts">
        <array key="HarborSans-Bold.ttf">
            <string>HarborSans-Bold</string>
        </array>
        <array key="HarborSans-Italic.ttf">
            <string>HarborSans-Italic</string>
        </array>
        <array key="HarborSans-Regular.otf">
            <string>HarborSans-Regullar</string>
        </array>
    </customFonts>
    <scenes>
        <label text="Title"><fontDescription key="fontDescription" name="HarborSans-Bold" family="Harbor Sans" pointSize="28"/></label>
        <label text="Note"><fontDescription key="fontDescription" name="HarborSans-Italic" family="Harbor Sans" pointSize="12"/></label>
        <label text="Body"><fontDescription key="fontDescription" name="HarborSans-Regullar" family="Harbor Sans" pointSize="17"/></label>
        <label text="System"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
    </scenes>
</document>
